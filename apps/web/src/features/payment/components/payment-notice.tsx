import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { usePaymentGuest } from '../hooks/use-payment-guest';
import { usePaymentTranslation } from '../hooks/use-payment-translation';
import { ResultIcon } from './payment-result';
import classes from './payment.module.css';

/** Work under way (the back redirect being checked, the status being read): a spinner and a heading. */
export function PaymentProgress({ title }: { title: string }) {
  return (
    <Stack align="center" gap="md" className={classes.result}>
      <Loader size="lg" aria-hidden />
      <Title order={1} className={classes.title}>
        {title}
      </Title>
    </Stack>
  );
}

/**
 * A payment page that cannot show a result: a link without payment data, a signature that does not
 * check out, an order that is not the visitor's. Its message and the way to the profile (a
 * guest's: to the programme).
 */
export function PaymentProblem({
  title,
  message,
  children,
}: {
  title: string;
  message: string | null;
  children?: ReactNode;
}) {
  const { t } = usePaymentTranslation();
  const guest = usePaymentGuest();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <Stack align="center" gap="md" className={classes.result} data-kind="problem">
      <ResultIcon color="red.9">
        <IconAlertTriangle size={30} />
      </ResultIcon>
      <Title order={1} ref={heading} tabIndex={-1} className={classes.title}>
        {title}
      </Title>
      {message ? <Text>{message}</Text> : null}
      <div className={classes.actions}>
        {children}
        {guest ? null : (
          <Button component={Link} to={paths.profile()} variant={children ? 'default' : 'filled'}>
            {t('common.to_profile')}
          </Button>
        )}
        <Button
          component={Link}
          to={paths.home()}
          variant={!guest ? 'subtle' : children ? 'default' : 'filled'}
        >
          {t('common.to_programme')}
        </Button>
      </div>
    </Stack>
  );
}

/** A payment page opened without its data (a broken or hand-made link). */
export function InvalidPaymentLink() {
  const { t } = usePaymentTranslation();
  return <PaymentProblem title={t('payment.faulty_title')} message={t('payment.invalid_link')} />;
}
