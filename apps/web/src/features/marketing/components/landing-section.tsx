import { Box, type BoxProps, Container, type ContainerProps } from '@chakra-ui/react';

interface LandingSectionProps extends BoxProps {
  /** The id of the heading that names the section. */
  labelledBy: string;
  /** How wide its centred column may grow. */
  width: ContainerProps['maxW'];
}

/** A band of the landing page, named by its heading, with its content in a centred column. */
export function LandingSection({ labelledBy, width, children, ...band }: LandingSectionProps) {
  return (
    <Box as="section" aria-labelledby={labelledBy} py={{ base: '14', md: '20' }} {...band}>
      <Container maxW={width}>{children}</Container>
    </Box>
  );
}
