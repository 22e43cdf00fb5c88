import { Box } from '@mantine/core';
import { useCurrentUser } from '../../api/current-user.ts';
import { PageLoader } from '../../components/ui/PageLoader.tsx';
import { ContactForm } from '../../features/messages/components/ContactForm.tsx';

/** /dash/contact: the dashboard contact form, with the signed-in user's name, email and phone filled in. */
export default function DashContactRoute() {
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  const defaults = user.data
    ? { name: user.data.name, email: user.data.email, phone: user.data.phone }
    : undefined;
  return (
    <Box maw={640}>
      <ContactForm titleKey="contactform.dash_title" defaults={defaults} />
    </Box>
  );
}
