import { PaymentResult } from './PaymentResult';

export default function PaymentCancelledRoute() {
  return <PaymentResult />;
}
