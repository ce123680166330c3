import { Box, Button, Typography } from '@mui/material';
import { Link, Title, useBasename, useTranslate } from 'react-admin';

/** Any path the back-office does not know (spec section 2: "Content not found"). */
export const NotFoundPage = () => {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }}>
      <Title title="portal.not_found.title" />
      <Typography variant="h4" component="h1" gutterBottom>
        {translate('portal.not_found.title')}
      </Typography>
      <Typography gutterBottom>{translate('portal.not_found.message')}</Typography>
      <Button component={Link} to={`${basename}/`} variant="contained">
        {translate('portal.not_found.home')}
      </Button>
    </Box>
  );
};
