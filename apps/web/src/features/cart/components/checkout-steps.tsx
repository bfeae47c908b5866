import { Stepper } from '@mantine/core';
import { useCartTranslation } from '../hooks/use-cart-translation';
import classes from './cart-checkout.module.css';

/**
 * The checkout's position in its three steps (docs/product.md §2: cart, billing, review and pay).
 */
export type CheckoutStep = 0 | 1 | 2;

/**
 * The step indicator. A step already done is a button back to it; the ones ahead are not
 * available yet, and say so.
 */
export function CheckoutSteps({
  active,
  onSelect,
}: {
  active: CheckoutStep;
  onSelect: (step: CheckoutStep) => void;
}) {
  const { t } = useCartTranslation();
  const labels = [t('page.step_cart'), t('page.step_billing'), t('page.step_review')];
  return (
    <div className={classes.steps} role="group" aria-label={t('page.steps')}>
      <Stepper
        active={active}
        size="sm"
        labelPosition="bottom"
        allowNextStepsSelect={false}
        onStepClick={(index) => {
          if (index < active && (index === 0 || index === 1)) onSelect(index);
        }}
        classNames={{ separator: classes.stepSeparator, stepLabel: classes.stepLabel }}
      >
        {labels.map((label, index) => (
          <Stepper.Step
            key={label}
            label={label}
            aria-current={index === active ? 'step' : undefined}
            aria-disabled={index > active || undefined}
          />
        ))}
      </Stepper>
    </div>
  );
}
