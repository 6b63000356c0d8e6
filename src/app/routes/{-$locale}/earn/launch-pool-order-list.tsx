import { createFileRoute } from '@tanstack/react-router';
import { orderListRoute } from '@/app/order-list-route';

export const Route = createFileRoute('/{-$locale}/earn/launch-pool-order-list')(orderListRoute('launchpool'));
