import { Heading, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ContentPage } from '../components/content-page';

export function AboutPage() {
  usePageMeta('About Us', 'Who we are and why we build a 24/7 AI phone receptionist for car dealerships and local businesses.');

  return (
    <ContentPage title="About Us" lead="We help local businesses answer every call, starting with car dealerships.">
      <Text>
        Dealerships lose sales and service appointments every day to calls that ring out after hours or while the team is busy with customers. We
        build an AI receptionist that answers those calls around the clock, books appointments, transfers callers to the right person and follows up
        by text.
      </Text>
      <Heading as="h2" size="lg">
        What we believe
      </Heading>
      <Text>
        Callers deserve a quick, friendly answer, and your staff deserve to spend their time with the customers in front of them. Our receptionist
        takes the routine calls so your people can do the work only they can do.
      </Text>
      <Heading as="h2" size="lg">
        Who we serve
      </Heading>
      <Text>
        Most of our customers are car dealerships, with Sales, Service and Missed Call agents built for them. Restaurants, salons and medical clinics
        use the same receptionist to take bookings and answer common questions.
      </Text>
    </ContentPage>
  );
}
