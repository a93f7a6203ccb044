import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { PortalParameters } from '../parameters';

/** A memory router per story: `parameters.router = { initialEntries: ['/player/deposit'], path: '/player/:page' }`. */
export const withRouter: Decorator = (Story, context) => {
  const { router } = context.parameters as PortalParameters;
  const initialEntries = router?.initialEntries ?? ['/'];
  const path = router?.path ?? '*';
  return (
    <MemoryRouter key={context.id} initialEntries={initialEntries}>
      <Routes>
        <Route path={path} element={<Story />} />
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};
