import { Heading, List, Text } from '@chakra-ui/react';
import { siteInfo } from '../../../config/site-info';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ContentPage } from '../components/content-page';

const keptData = [
  'Call logs: for each call your receptionist answers, the caller number, time, duration, outcome, type, transcript, sentiment and topic.',
  'Leads: the details you or your visitors enter in our demo and contact forms (name, company, e-mail, phone, message).',
  'Account data: your e-mail address, business name, agent settings and plan, and a securely hashed password.',
  'Page views: which page of this site was viewed and when, without personal data (no IP address, no e-mail, no cookies for tracking).',
];

export function PrivacyPage() {
  usePageMeta('Privacy Policy', 'What data the AI receptionist keeps (call logs, leads, account data, anonymous page views) and why.');

  return (
    <ContentPage title="Privacy Policy" lead="We keep only the data the service needs to run, and we never sell it.">
      <Heading as="h2" size="lg">
        What we keep
      </Heading>
      <List.Root gap="2" ps="5">
        {keptData.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List.Root>
      <Heading as="h2" size="lg">
        Your choices
      </Heading>
      <Text>
        If your browser sends a Do Not Track or Global Privacy Control signal, we do not record your page views at all. You can ask us to export or
        delete your account data and call logs at any time by writing to {siteInfo.supportEmail}.
      </Text>
      <Heading as="h2" size="lg">
        How we protect it
      </Heading>
      <Text>
        Data is encrypted in transit, access is limited to the people who operate the service, and we follow GDPR and SOC2 compliance practices.
      </Text>
    </ContentPage>
  );
}
