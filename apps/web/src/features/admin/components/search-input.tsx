import { Box, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';

/** A search box with a leading icon; `label` names it for screen readers (the placeholder is not a label). */
export function SearchInput({
  value,
  onChange,
  placeholder,
  label,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
}) {
  return (
    <Box position="relative" minW={{ md: '72' }}>
      <Box position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="gray.500" pointerEvents="none">
        <Search size={16} aria-hidden />
      </Box>
      <Input type="search" ps="9" value={value} onChange={(event) => onChange(event.target.value)} placeholder={placeholder} aria-label={label} />
    </Box>
  );
}
