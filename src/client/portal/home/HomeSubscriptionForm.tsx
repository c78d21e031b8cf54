import { RefineScope } from '../../navigation/RefineScope';
import { SubscriptionForm } from '../subscriptions/SubscriptionForm';

/** The subscription form with the data layer it needs; the home page downloads both only when the visitor nears it. */
export function HomeSubscriptionForm() {
  return (
    <RefineScope>
      <SubscriptionForm />
    </RefineScope>
  );
}
