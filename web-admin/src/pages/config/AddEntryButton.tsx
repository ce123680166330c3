import AddIcon from '@mui/icons-material/AddCircleOutlineOutlined';
import { Button } from '@mui/material';
import { useSimpleFormIterator, useTranslate } from 'react-admin';

/** A configuration list's add button, named in words ("Add an address") rather than a bare ⊕. */
export const AddEntryButton = ({ label }: { label: string }) => {
  const { add } = useSimpleFormIterator();
  const translate = useTranslate();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add()}>
      {translate(label)}
    </Button>
  );
};
