import { createFileRoute } from '@tanstack/react-router';
import { orderListRoute } from '@/app/order-list-route';

export const Route = createFileRoute('/{-$locale}/earn/savings-order-list')(orderListRoute('savings'));
