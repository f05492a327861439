import { Heading, Text } from '@chakra-ui/react';
import { siteInfo } from '../../../config/site-info';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ContentPage } from '../components/content-page';

export function TermsPage() {
  usePageMeta('Terms of Service', 'The terms for using the AI receptionist service and this website.');

  return (
    <ContentPage title="Terms of Service" lead="The plain-language terms for using our AI receptionist.">
      <Heading as="h2" size="lg">
        The service
      </Heading>
      <Text>
        We answer your business calls with an AI receptionist, log each call and show you the results in your dashboard. We aim for 99.9% uptime and
        tell you promptly about any outage.
      </Text>
      <Heading as="h2" size="lg">
        Your account
      </Heading>
      <Text>
        Keep your sign-in details safe and tell us if you suspect misuse. You are responsible for the greeting and information your receptionist gives
        to callers, and for telling callers that calls may be recorded where the law requires it.
      </Text>
      <Heading as="h2" size="lg">
        Plans and cancellation
      </Heading>
      <Text>
        Pricing depends on your call volume and features and is agreed before you start. You can cancel at any time; the service runs until the end of
        the paid month.
      </Text>
      <Heading as="h2" size="lg">
        Questions
      </Heading>
      <Text>
        Write to {siteInfo.supportEmail} or call {siteInfo.phoneDisplay} ({siteInfo.officeHours}).
      </Text>
    </ContentPage>
  );
}
