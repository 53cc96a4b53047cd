import { PaymentResult } from './PaymentResult';

export default function PaymentSuccessRoute() {
  return <PaymentResult />;
}
