import { createFileRoute } from '@tanstack/react-router';
import { familyListRoute } from '@/app/family-list-route';

export const Route = createFileRoute('/{-$locale}/earn/flexible-staking')(familyListRoute('flexible-staking'));
