import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ContactForm } from '../../features/messages/components/ContactForm.tsx';

/** /auth/contact: the public contact form. */
export default function ContactRoute() {
  const { t } = useTranslation();
  return (
    <ContactForm
      titleKey="contactform.title"
      footer={
        <Anchor component={Link} to="/auth/login" size="sm">
          {t('contactform.to_login')}
        </Anchor>
      }
    />
  );
}
