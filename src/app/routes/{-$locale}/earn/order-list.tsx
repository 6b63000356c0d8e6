import { createFileRoute } from '@tanstack/react-router';
import { orderListRoute } from '@/app/order-list-route';

export const Route = createFileRoute('/{-$locale}/earn/order-list')(orderListRoute('all'));
