import { Button, Text, ThemeIcon } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import classes from './orders.module.css';

/** No orders yet: what will be here, and the way to the programme ('Go shopping'). */
export function OrderHistoryEmpty() {
  const { t } = useOrdersTranslation();
  return (
    <div className={classes.empty}>
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconTicket size={26} />
      </ThemeIcon>
      <Text fw={700} size="lg">
        {t('history.empty_title')}
      </Text>
      <Text c="dimmed" ta="center" maw={420}>
        {t('history.empty_text')}
      </Text>
      <Button component={Link} to={paths.home()}>
        {t('history.go_shopping')}
      </Button>
    </div>
  );
}
