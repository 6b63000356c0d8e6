import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

/** The global edition's earn API (editions/global.json `api.earnBase`): the coin list, one small read. */
const COINS_URL = '/x-api/s1/byfi/get-coins';

interface CoinsEnvelope {
  result?: { coins?: { coin: string[] }[] };
}

async function fetchCoinNames({ signal }: { signal: AbortSignal }): Promise<string[]> {
  const response = await fetch(COINS_URL, { signal });
  if (!response.ok) throw new Error(`get-coins: ${response.status}`);
  const body = (await response.json()) as CoinsEnvelope;
  return (body.result?.coins ?? []).map((row) => row.coin[1] ?? '');
}

export function FloorPage() {
  const { t } = useTranslation();
  const coins = useQuery({ queryKey: ['coins'], queryFn: fetchCoinNames });
  return (
    <main>
      <h1>{t('meta.home.title')}</h1>
      <ul data-floor-coins={coins.data ? coins.data.length : undefined}>
        {coins.data?.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </main>
  );
}
