import { Heading, Stack, Text } from '@chakra-ui/react';
import { usePageMeta } from '../../../hooks/use-page-meta';
import { ContentPage } from '../components/content-page';

const posts = [
  {
    title: 'Why missed calls cost dealerships more than they think',
    body: 'A caller who reaches voicemail usually calls the next dealership on the list. Answering every call, including after hours, keeps those sales and service appointments with you.',
  },
  {
    title: 'How an AI receptionist books a service appointment',
    body: 'The assistant greets the caller, asks for their name and vehicle, offers open times from your schedule, confirms the booking and sends a text confirmation, all in about a minute.',
  },
];

export function BlogPage() {
  usePageMeta('Blog', 'Short articles on answering every call, booking more appointments and using an AI receptionist at your dealership.');

  return (
    <ContentPage title="Blog" lead="Notes from our team on answering every call and booking more appointments.">
      {posts.map((post) => (
        <Stack as="article" key={post.title} gap="2" borderWidth="1px" borderRadius="xl" p="6">
          <Heading as="h2" size="lg">
            {post.title}
          </Heading>
          <Text>{post.body}</Text>
        </Stack>
      ))}
    </ContentPage>
  );
}
