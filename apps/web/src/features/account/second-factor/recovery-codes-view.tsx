import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useAccountTranslation } from '../hooks/use-account-translation';

/** The recovery codes, shown once (decision 0056): copy, download, then done. */
export function RecoveryCodesView({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useAccountTranslation();
  const [copied, setCopied] = useState(false);
  const text = codes.join('\n');
  const copy = () => {
    void navigator.clipboard
      .writeText(text)
      .then(() => {
        setCopied(true);
      })
      .catch(() => undefined);
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Title order={3}>{t('second_factor.codes_title')}</Title>
      <Text size="sm">{t('second_factor.codes_intro')}</Text>
      <ul
        aria-label={t('second_factor.recovery_codes')}
        style={{ columns: 2, fontFamily: 'monospace' }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Group gap="sm">
        <Button variant="default" onClick={copy}>
          {copied ? t('second_factor.copied') : t('second_factor.copy')}
        </Button>
        <Button variant="default" onClick={download}>
          {t('second_factor.download')}
        </Button>
        <Button onClick={onDone}>{t('second_factor.codes_done')}</Button>
      </Group>
    </Stack>
  );
}
