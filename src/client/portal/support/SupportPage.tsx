import { ContentPage } from '../../components/content';
import { ContactForm } from './ContactForm';

/** /atendimento — contact channels (from the `pages` table) and the contact form. */
export function SupportPage() {
  return (
    <ContentPage slug="atendimento" fallbackTitleKey="pages:support.title">
      <ContactForm />
    </ContentPage>
  );
}
