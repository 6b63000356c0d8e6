import { createFileRoute } from '@tanstack/react-router';
import { familyListRoute } from '@/app/family-list-route';

export const Route = createFileRoute('/{-$locale}/earn/pos')(familyListRoute('pos'));
