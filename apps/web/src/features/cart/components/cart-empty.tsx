import { Button, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { IconBadge } from '../../../components/icon-badge';
import { paths } from '../../../config/paths';
import { useCartTranslation } from '../hooks/use-cart-translation';

/**
 * docs/product.md §2: 'Your cart is empty', 'fill your cart to proceed', a link back to shopping.
 */
export function CartEmpty({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const { t } = useCartTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  // The last line was just deleted (its button is gone): continue from here.
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Stack align="center" gap="md" py={48}>
      <IconBadge tone="primary">
        <IconShoppingCart size={30} />
      </IconBadge>
      <Title order={2} ta="center" ref={heading} tabIndex={-1}>
        {t('page.empty_title')}
      </Title>
      <Text c="dimmed" ta="center" maw={520}>
        {t('page.empty_text')}
      </Text>
      <Button component={Link} to={paths.home()} size="md">
        {t('page.empty_action')}
      </Button>
    </Stack>
  );
}
