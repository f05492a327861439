import { Box, HStack, Text } from '@chakra-ui/react';
import { PhoneCall } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { siteInfo } from '../../config/site-info';

export function BrandLogo() {
  return (
    <RouterLink to="/" aria-label={`${siteInfo.brandName} home`}>
      <HStack gap="2">
        <Box bg="brand.solid" color="white" p="1.5" borderRadius="lg" aria-hidden="true">
          <PhoneCall size={18} />
        </Box>
        <Text fontWeight="bold" fontSize="lg" color="gray.900">
          {siteInfo.brandName}
        </Text>
      </HStack>
    </RouterLink>
  );
}
