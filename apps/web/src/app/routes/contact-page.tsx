import { Container, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Clock, Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { siteInfo } from '../../config/site-info';
import { usePageMeta } from '../../hooks/use-page-meta';
import { MarketingLayout } from '../../features/marketing/components/marketing-layout';
import { ContactForm } from '../../features/leads/components/contact-form';

/** One term of the contact details: its icon and label, then the detail below the label. */
function ContactDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <Text as="dt" display="flex" alignItems="center" gap="3" fontWeight="semibold" color="gray.900">
        <Text as="span" color="brand.fg" aria-hidden="true">
          {icon}
        </Text>
        {label}
      </Text>
      <Text as="dd" color="gray.700" ms="8">
        {children}
      </Text>
    </div>
  );
}

/** /contact: the contact form with the support e-mail, phone and office hours (spec section 2). */
export function ContactPage() {
  usePageMeta('Contact Us', 'Questions about the AI receptionist? Send us a message, e-mail or call our team.');

  return (
    <MarketingLayout>
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Stack gap="3" textAlign="center" mb={{ base: '8', md: '12' }}>
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} color="gray.900">
            Get in Touch
          </Heading>
          <Text color="gray.600" fontSize="lg">
            Questions about pricing, setup or your dealership's needs? We are happy to help.
          </Text>
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={{ base: '8', lg: '10' }} alignItems="start">
          <Stack as="dl" gap="6" bg="white" borderWidth="1px" borderRadius="2xl" p="6">
            <ContactDetail icon={<Mail size={20} />} label="Email">
              <Link href={`mailto:${siteInfo.supportEmail}`} color="brand.fg">
                {siteInfo.supportEmail}
              </Link>
            </ContactDetail>
            <ContactDetail icon={<Phone size={20} />} label="Phone">
              <Link href={siteInfo.phoneHref} color="brand.fg">
                {siteInfo.phoneDisplay}
              </Link>
            </ContactDetail>
            <ContactDetail icon={<Clock size={20} />} label="Office Hours">
              {siteInfo.officeHours}
            </ContactDetail>
          </Stack>
          <Stack gridColumn={{ lg: 'span 2' }} minW="0">
            <ContactForm />
          </Stack>
        </SimpleGrid>
      </Container>
    </MarketingLayout>
  );
}
