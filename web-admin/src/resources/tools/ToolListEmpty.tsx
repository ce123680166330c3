import { Button, CardContent, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** "No tools found", with a way to clear the search and filters when they are what hides the tools. */
export const ToolListEmpty = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const filtered = Object.keys(filterValues ?? {}).length > 0;
  return (
    <CardContent role="status">
      <Typography variant="body1" component="p" sx={{ fontWeight: 600 }}>
        {translate(filtered ? 'portal.tools.empty.filtered' : 'portal.tools.empty.none')}
      </Typography>
      {filtered && (
        <Button variant="outlined" size="small" sx={{ mt: 1 }} onClick={() => setFilters({}, [])}>
          {translate('portal.tools.empty.clear')}
        </Button>
      )}
    </CardContent>
  );
};
