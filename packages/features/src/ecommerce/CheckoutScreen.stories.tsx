import { noSidewaysScroll } from '@pp/ui/storybook';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { hydrate } from '../../../../.storybook/parameters';
import { cartScenarios, handlers, productScenarios } from '@pp/mocks';
import { products, seedAddresses } from '@pp/mocks/data/products';
import { demoUrl } from '@pp/mocks/handlers/ecommerce-http';

import { checkoutAtom, clockAtom } from './atoms';
import { CheckoutScreen } from './CheckoutScreen';
import { cartLine } from './components/useAddToCart';
import { CHECKOUT_STORAGE_KEY } from './persistence';
import { productPaths } from '../shared/api/endpoints';
import { checkoutWith, phoneFrame, scrollToTop, STORY_NOW, patiently } from './storyKit';
import type { Address, Product } from './types';

const product = (id: string): Product => {
  const found = products.find((item) => item.id === id);
  if (!found) throw new Error(`No fixture product ${id}`);
  return found;
};
const headphones = cartLine(product('1'), { color: 'black' });
const shoes = cartLine(product('2'), { color: 'blue', size: 'L', quantity: 2 });
const homeAddress = seedAddresses[0] as Address;

const inCart = checkoutWith([headphones, shoes]);
const atBilling = checkoutWith([headphones, shoes], { step: 1 });
const atPayment = checkoutWith([headphones], { billing: homeAddress, step: 2 });

const clock = hydrate(clockAtom, { now: () => STORY_NOW });
const startWith = (state: ReturnType<typeof checkoutWith>) => ({
  values: [clock, hydrate(checkoutAtom, state)],
});

const meta = {
  title: 'Apps/E-commerce/Checkout',
  component: CheckoutScreen,
  parameters: {
    router: { initialEntries: ['/e-commerce/checkout'] },
    jotai: startWith(inCart),
    msw: { handlers: { cart: cartScenarios.stableDiscounts } },
  },
} satisfies Meta<typeof CheckoutScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('complementary', { name: 'Order summary' }));
const body = () => within(document.body);

export const Cart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cart (3 items)' })).toBeVisible();
    const cart = canvas.getByRole('list', { name: 'Cart' });
    await expect(within(cart).getByRole('listitem', { name: 'Trailblazer Running Shoes' })).toHaveTextContent(
      'Size: L',
    );
    await expect(summary(canvasElement).getAllByText('$241.47')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Cart: 3 items' })).toBeVisible();
  },
};

export const EmptyCart: Story = {
  parameters: { jotai: { values: [clock] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    const links = canvas.getAllByRole('link', { name: 'Continue shopping' });
    await expect(links[0]).toHaveAttribute('href', '/e-commerce/products');
    await expect(summary(canvasElement).getByText('Subtotal (0 items)')).toBeVisible();
  },
};

export const ChangeQuantityAndRemove: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const line = (name: string) => within(canvas.getByRole('listitem', { name }));
    await step('one more pair of headphones', async () => {
      await userEvent.click(
        line('Aurora Wireless Headphones').getByRole('button', { name: 'Increase quantity' }),
      );
      await waitFor(() => expect(summary(canvasElement).getAllByText('$338.96')).toHaveLength(2), patiently);
      await expect(canvas.getByRole('heading', { name: 'Cart (4 items)' })).toBeVisible();
    });
    await step('remove the shoes', async () => {
      await userEvent.click(
        canvas.getByRole('button', { name: 'Remove Trailblazer Running Shoes from the cart' }),
      );
      await waitFor(
        () => expect(canvas.queryByRole('listitem', { name: 'Trailblazer Running Shoes' })).toBeNull(),
        patiently,
      );
      await expect(summary(canvasElement).getAllByText('$194.98')).toHaveLength(2);
    });
  },
};

export const DiscountCodes: Story = {
  play: async ({ canvasElement, step }) => {
    const panel = summary(canvasElement);
    const field = panel.getByRole('textbox', { name: 'Discount code' });
    await step('an unknown code is refused and stays in the field', async () => {
      await userEvent.type(field, 'SUMMER99');
      await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
      await expect(await panel.findByText('This code is not valid', undefined, patiently)).toBeVisible();
      await expect(field).toHaveValue('SUMMER99');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
    });
    await step('a known code, typed in lower case, takes its amount off', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, 'berry50');
      await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
      await expect(
        await panel.findByText('BERRY50 applied: you save $25.00', undefined, patiently),
      ).toBeVisible();
      await expect(panel.getByText('−$25.00')).toBeVisible();
      await expect(panel.getByText('$216.47')).toBeVisible();
    });
    await step('removing the code restores the total', async () => {
      await userEvent.click(panel.getByRole('button', { name: 'Remove code' }));
      await expect(await panel.findByText('Discount removed', undefined, patiently)).toBeVisible();
      await expect(panel.getAllByText('$241.47')).toHaveLength(2);
    });
    await step('another code replaces nothing but itself', async () => {
      await userEvent.clear(field);
      await userEvent.type(field, ' FLAT05 ');
      await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
      await expect(
        await panel.findByText('FLAT05 applied: you save $5.00', undefined, patiently),
      ).toBeVisible();
      await expect(panel.getByText('$236.47')).toBeVisible();
    });
  },
};

/** The discount is asked again when the cart changes, so it never exceeds what it applies to. */
export const DiscountFollowsTheCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = summary(canvasElement);
    await userEvent.type(panel.getByRole('textbox', { name: 'Discount code' }), 'SUB150');
    await userEvent.click(panel.getByRole('button', { name: 'Apply' }));
    await expect(
      await panel.findByText('SUB150 applied: you save $150.00', undefined, patiently),
    ).toBeVisible();
    await expect(panel.getByText('$91.47')).toBeVisible();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Aurora Wireless Headphones from the cart' }),
    );
    await waitFor(() => expect(panel.getByText('−$143.98')).toBeVisible(), patiently);
    await expect(panel.getByText('$0.00')).toBeVisible();
    await expect(panel.getByText('SUB150')).toBeVisible();
    await expect(panel.getByText('SUB150 applied: you save $143.98')).toBeVisible();
  },
};

export const BillingAddressBook: Story = {
  parameters: { jotai: startWith(atBilling) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = await canvas.findAllByRole('article', undefined, patiently);
    await expect(cards).toHaveLength(3);
    await expect(cards[0]).toHaveAccessibleName(/Emma Lawson \(Home\)/);
    await expect(within(cards[0] as HTMLElement).getByText('Default')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeVisible();
  },
};

export const AddAddressWithBadInput: Story = {
  parameters: { jotai: startWith(atBilling), screenshot: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }, patiently));
    const dialog = within(await body().findByRole('dialog', { name: 'Add a new address' }, patiently));
    await step('bad input gets a message at each field and stays as typed', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), 'call me maybe');
      await userEvent.type(dialog.getByRole('textbox', { name: 'Postcode' }), '1');
      await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), '   ');
      await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
      await expect(await dialog.findByText('Enter the full name', undefined, patiently)).toBeVisible();
      await expect(dialog.getByText(/Enter a valid phone number/)).toBeVisible();
      await expect(dialog.getByText(/Enter a valid postcode/)).toBeVisible();
      await expect(dialog.getByText('Enter the city')).toBeVisible();
      await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveValue('call me maybe');
      await expect(dialog.getByRole('textbox', { name: 'Postcode' })).toHaveValue('1');
      await expect(dialog.getByRole('textbox', { name: 'Phone number' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
    });
  },
};

export const AddAddress: Story = {
  parameters: { jotai: startWith(atBilling) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }, patiently));
    const dialog = within(await body().findByRole('dialog', { name: 'Add a new address' }, patiently));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Full name' }), 'Jane Doe');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone number' }), '+66 81 234 5678');
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Building / house number' }),
      '12/3 River House',
    );
    await userEvent.type(dialog.getByRole('textbox', { name: 'Street' }), 'Charoen Krung Road');
    await userEvent.type(dialog.getByRole('textbox', { name: 'City' }), 'Bangkok');
    await userEvent.type(dialog.getByRole('textbox', { name: 'State / province' }), 'Bangkok');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Country' }), 'Thailand');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Postcode' }), '10500');
    await userEvent.click(dialog.getByRole('radio', { name: 'Office' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Make this my default address' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), patiently);
    const cards = canvas.getAllByRole('article');
    await expect(cards).toHaveLength(4);
    await expect(cards[0]).toHaveAccessibleName('Jane Doe (Office), 12/3 River House');
    await expect(within(cards[0] as HTMLElement).getByText('Default')).toBeVisible();
    await expect(canvas.getAllByText('Default')).toHaveLength(1);
  },
};

export const EditAndMakeDefault: Story = {
  parameters: { jotai: startWith(atBilling) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const office = () => within(canvas.getByRole('article', { name: /Silom Tower/ }));
    await step('edit the office address', async () => {
      await canvas.findByRole('article', { name: /Silom Tower/ }, patiently);
      await userEvent.click(office().getByRole('button', { name: 'Edit' }));
      const dialog = within(await body().findByRole('dialog', { name: 'Edit address' }, patiently));
      const street = dialog.getByRole('textbox', { name: 'Street' });
      await userEvent.clear(street);
      await userEvent.type(street, 'Silom Road 200');
      await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
      await waitFor(() => expect(body().queryByRole('dialog')).toBeNull(), patiently);
      await expect(office().getByText(/Silom Road 200/)).toBeVisible();
    });
    await step('make it the default', async () => {
      await userEvent.click(office().getByRole('button', { name: 'Make default' }));
      await waitFor(() => expect(office().getByText('Default')).toBeVisible(), patiently);
      await expect(canvas.getAllByText('Default')).toHaveLength(1);
      await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName(/Silom Tower/);
    });
  },
};

const emptyBook = http.get(demoUrl(productPaths.addresses), () => HttpResponse.json({ address: [] }));

export const NoSavedAddresses: Story = {
  parameters: {
    jotai: startWith(atBilling),
    msw: { handlers: { products: [emptyBook, ...(handlers.products ?? [])] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No saved addresses yet' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add address' })).toBeVisible();
  },
};

export const AddressesLoading: Story = {
  parameters: { jotai: startWith(atBilling), msw: { handlers: { products: productScenarios.loading } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Loading addresses' })).toBeVisible();
  },
};

export const AddressesError: Story = {
  parameters: { jotai: startWith(atBilling), msw: { handlers: { products: productScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'We could not load your addresses' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText(/Internal server error/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

export const AddressesNetworkError: Story = {
  parameters: { jotai: startWith(atBilling), msw: { handlers: { products: productScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/Check your connection and try again/, undefined, patiently),
    ).toBeVisible();
  },
};

export const Payment: Story = {
  parameters: { jotai: startWith(atPayment) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Delivering to Emma Lawson' })).toBeVisible();
    await step('fast delivery adds $5.00, free takes it off again', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Fast delivery/ }));
      await waitFor(() => expect(summary(canvasElement).getByText('$5.00')).toBeVisible(), patiently);
      await expect(summary(canvasElement).getByText('$102.49')).toBeVisible();
      await userEvent.click(canvas.getByRole('radio', { name: /Free delivery/ }));
      await waitFor(() => expect(summary(canvasElement).getByText('Free')).toBeVisible(), patiently);
      await expect(summary(canvasElement).getAllByText('$97.49')).toHaveLength(2);
    });
    await step('card payment shows the card form', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Credit or debit card/ }));
      await expect(await canvas.findByRole('textbox', { name: 'Card number' }, patiently)).toBeVisible();
    });
    scrollToTop();
  },
};

export const CardWithBadInput: Story = {
  parameters: { jotai: startWith(atPayment) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Credit or debit card/ }));
    const field = (name: string) => canvas.getByRole('textbox', { name });
    await step('type a wrong card', async () => {
      await userEvent.type(await canvas.findByRole('textbox', { name: 'Name on card' }, patiently), 'J4ne');
      await userEvent.type(field('Card number'), '4242424242424241');
      await userEvent.type(field('Expiry (MM/YY)'), '0120');
      await userEvent.type(field('CVC'), '12');
      await userEvent.click(canvas.getByRole('button', { name: /Complete order/ }));
    });
    await step('each field says what is wrong and keeps what was typed', async () => {
      await expect(
        await canvas.findByText('Use letters only for the name on the card', undefined, patiently),
      ).toBeVisible();
      await expect(canvas.getByText('This card number is not valid: check the digits')).toBeVisible();
      await expect(canvas.getByText('This card has expired')).toBeVisible();
      await expect(canvas.getByText('The CVC is the 3 or 4 digits on the back of the card')).toBeVisible();
      await expect(field('Name on card')).toHaveValue('J4ne');
      await expect(field('Card number')).toHaveValue('4242 4242 4242 4241');
      await expect(field('Expiry (MM/YY)')).toHaveValue('01/20');
      await expect(field('CVC')).toHaveValue('12');
      await expect(canvas.getByRole('heading', { name: 'Payment' })).toBeVisible();
    });
    await step('letters in the card number are kept and named', async () => {
      await userEvent.clear(field('Card number'));
      await userEvent.type(field('Card number'), '4242abcd');
      await userEvent.tab();
      await expect(
        await canvas.findByText('A card number has digits only', undefined, patiently),
      ).toBeVisible();
      await expect(field('Card number')).toHaveValue('4242abcd');
    });
    (document.activeElement as HTMLElement | null)?.blur();
    scrollToTop();
  },
};

/** The whole purchase: cart, default address, fast delivery, card, order complete. */
export const BuyEndToEnd: Story = {
  parameters: { jotai: startWith(checkoutWith([headphones])) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('cart', async () => {
      await expect(canvas.getByRole('heading', { name: 'Cart (1 item)' })).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to billing' }));
    });
    await step('billing address: the default one', async () => {
      const home = await canvas.findByRole('article', { name: /Emma Lawson \(Home\)/ }, patiently);
      await userEvent.click(within(home).getByRole('button', { name: 'Deliver here' }));
      await expect(
        await canvas.findByRole('heading', { name: 'Delivering to Emma Lawson' }, patiently),
      ).toBeVisible();
    });
    await step('payment: fast delivery, by card', async () => {
      await userEvent.click(canvas.getByRole('radio', { name: /Fast delivery/ }));
      await waitFor(() => expect(summary(canvasElement).getByText('$102.49')).toBeVisible(), patiently);
      await userEvent.click(canvas.getByRole('radio', { name: /Credit or debit card/ }));
      await userEvent.type(
        await canvas.findByRole('textbox', { name: 'Name on card' }, patiently),
        'Emma Lawson',
      );
      await userEvent.type(canvas.getByRole('textbox', { name: 'Card number' }), '4242424242424242');
      await userEvent.type(canvas.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '1229');
      await userEvent.type(canvas.getByRole('textbox', { name: 'CVC' }), '123');
      await expect(canvas.getByText('Visa')).toBeVisible();
      await userEvent.click(canvas.getByRole('button', { name: 'Complete order · $102.49' }));
    });
    await step('order complete, checkout reset', async () => {
      await expect(
        await canvas.findByRole('heading', { name: 'Thank you for your order!' }, patiently),
      ).toBeVisible();
      await expect(canvas.getByText(/^PP-260314-[0-9A-Z]{6}$/)).toBeVisible();
      await expect(canvas.getByText('Paid by Visa ending 4242')).toBeVisible();
      await expect(summary(canvasElement).getAllByText('$102.49')).toHaveLength(1);
      await expect(canvas.getByRole('link', { name: 'Cart is empty' })).toBeVisible();
      const stored = JSON.parse(localStorage.getItem(CHECKOUT_STORAGE_KEY) ?? 'null') as {
        products: unknown[];
        step: number;
      };
      await expect(stored.products).toHaveLength(0);
      await expect(stored.step).toBe(0);
    });
    scrollToTop();
  },
};

export const PayCashOnDelivery: Story = {
  parameters: { jotai: startWith(atPayment) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Complete order · $97.49' }));
    await expect(
      await canvas.findByRole('heading', { name: 'Thank you for your order!' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByText('Cash on delivery')).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: 'Continue shopping' }));
    await expect(await canvas.findByRole('heading', { name: 'Your cart is empty' }, patiently)).toBeVisible();
  },
};

export const CartError: Story = {
  parameters: { msw: { handlers: { cart: cartScenarios.error } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const line = within(canvas.getByRole('listitem', { name: 'Aurora Wireless Headphones' }));
    await userEvent.click(line.getByRole('button', { name: 'Increase quantity' }));
    const alert = await canvas.findByRole('alert', undefined, patiently);
    await expect(alert).toHaveTextContent('Could not change the quantity of Aurora Wireless Headphones');
    await expect(alert).toHaveTextContent('Internal server error');
    await expect(line.getByText('1', { selector: 'output' })).toBeVisible();
    await expect(summary(canvasElement).getAllByText('$241.47')).toHaveLength(2);
  },
};

export const CartNetworkError: Story = {
  parameters: { msw: { handlers: { cart: cartScenarios.networkError } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Trailblazer Running Shoes from the cart' }),
    );
    await expect(await canvas.findByRole('alert', undefined, patiently)).toHaveTextContent(
      /You seem to be offline/,
    );
    await expect(canvas.getByRole('listitem', { name: 'Trailblazer Running Shoes' })).toBeVisible();
  },
};

export const CartWaitingForTheServer: Story = {
  parameters: { msw: { handlers: { cart: cartScenarios.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Trailblazer Running Shoes from the cart' }),
    );
    await waitFor(
      () => expect(canvas.getByRole('button', { name: 'Continue to billing' })).toBeDisabled(),
      patiently,
    );
    await expect(
      canvas.getByRole('button', { name: 'Remove Aurora Wireless Headphones from the cart' }),
    ).toBeDisabled();
  },
};

export const RestoredFromStorage: Story = {
  parameters: { jotai: { values: [clock] } },
  beforeEach: () => {
    localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify(atPayment));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Delivering to Emma Lawson' }, patiently),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart: 1 item' })).toBeVisible();
  },
};

export const TamperedStorageIsIgnored: Story = {
  parameters: { jotai: { values: [clock] } },
  beforeEach: () => {
    localStorage.setItem(CHECKOUT_STORAGE_KEY, JSON.stringify({ ...inCart, subtotal: 0.01, total: 0.01 }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Cart is empty' })).toBeVisible();
  },
};

const pricey = checkoutWith([
  cartLine(
    {
      ...product('13'),
      isStock: true,
      name: 'Wool Blend Overcoat, hand-tailored limited atelier edition with a very long product name',
      salePrice: 9_999_999.99,
      offerPrice: 8_765_432.1,
    },
    { color: 'grey', quantity: 9 },
  ),
  headphones,
]);

export const LongNamesAndHugePrices: Story = {
  parameters: { jotai: startWith(pricey) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Line total $78,888,888.90')).toBeVisible();
    await expect(summary(canvasElement).getAllByText('$78,888,986.39')).toHaveLength(2);
    const root = canvasElement.querySelector<HTMLElement>('[data-testid="story-root"]') ?? canvasElement;
    await noSidewaysScroll(root);
  },
};

export const Dark: Story = {
  globals: { mode: 'dark' },
  parameters: { jotai: startWith(atPayment) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Payment' })).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cart = canvas.getByRole('heading', { name: 'Cart (3 items)' }).getBoundingClientRect();
    const panel = canvas.getByRole('complementary', { name: 'Order summary' }).getBoundingClientRect();
    await expect(panel.left).toBeLessThan(cart.left);
  },
};

export const Mobile: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cart (3 items)' })).toBeVisible();
    const line = canvas.getByRole('listitem', { name: 'Aurora Wireless Headphones' });
    await noSidewaysScroll(line);
  },
};

export const MobilePayment: Story = {
  decorators: [phoneFrame],
  parameters: { jotai: startWith(atPayment) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Credit or debit card/ }));
    await expect(await canvas.findByRole('textbox', { name: 'Card number' }, patiently)).toBeVisible();
    scrollToTop();
  },
};

/** The address form in Thai: title, labels, buttons and the validation messages of the shop's schema. */
export const ThaiAddressForm: Story = {
  globals: { locale: 'th' },
  parameters: { jotai: startWith(atBilling), screenshot: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('ขั้นตอนการชำระเงิน', undefined, patiently)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'เพิ่มที่อยู่' }, patiently));
    const dialog = within(await body().findByRole('dialog', { name: 'เพิ่มที่อยู่ใหม่' }, patiently));
    await userEvent.type(dialog.getByRole('textbox', { name: 'เบอร์โทรศัพท์' }), 'call me maybe');
    await userEvent.click(dialog.getByRole('button', { name: 'บันทึกที่อยู่' }));
    await expect(await dialog.findByText('กรุณากรอกชื่อ-นามสกุล', undefined, patiently)).toBeVisible();
    await expect(dialog.getByText(/กรุณากรอกเบอร์โทรศัพท์ให้ถูกต้อง/)).toBeVisible();
    await expect(dialog.getByText('กรุณากรอกรหัสไปรษณีย์')).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'ตั้งเป็นที่อยู่หลักของฉัน' })).not.toBeChecked();
  },
};
