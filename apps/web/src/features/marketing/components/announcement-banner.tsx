import { Box, Link, Text } from '@chakra-ui/react';
import { Phone } from 'lucide-react';
import { siteInfo } from '../../../config/site-info';

export function AnnouncementBanner() {
  return (
    <Box as="aside" aria-label="Announcement" bg="brand.950" color="white" py="2" px="4" textAlign="center" fontSize="sm">
      <Text>
        Now answering calls for dealerships nationwide. Hear it yourself:{' '}
        <Link href={siteInfo.phoneHref} color="white" fontWeight="semibold" textDecoration="underline">
          <Phone size={14} aria-hidden="true" />
          {siteInfo.phoneDisplay}
        </Link>
      </Text>
    </Box>
  );
}
