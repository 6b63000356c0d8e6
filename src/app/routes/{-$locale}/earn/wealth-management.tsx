import { createFileRoute } from '@tanstack/react-router';
import { wealthRoute } from '@/app/wealth-route';

export const Route = createFileRoute('/{-$locale}/earn/wealth-management')(wealthRoute('wealth-management'));
