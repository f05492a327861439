import { Textarea, type TextareaProps } from '@chakra-ui/react';

/**
 * A textarea styled like the app's inputs. Its Chakra recipe stays out of the app theme: recipes live in the
 * landing page's initial JavaScript, which has a size budget.
 */
export function PlainTextarea(props: TextareaProps) {
  return (
    <Textarea
      width="full"
      minHeight="24"
      px="3"
      py="2"
      borderWidth="1px"
      borderColor="border"
      borderRadius="l2"
      bg="bg"
      fontSize="md"
      resize="vertical"
      focusVisibleRing="inside"
      focusRingColor="colorPalette.focusRing"
      _invalid={{ borderColor: 'border.error' }}
      {...props}
    />
  );
}
