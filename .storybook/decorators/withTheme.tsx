import Box from '@mui/material/Box';
import type { Decorator } from '@storybook/react-vite';
import { ThemeCustomization } from '@pp/ui';

import type { PortalParameters } from '../parameters';

/** Theme from the config atom, and the element every story renders into (the screenshot target). */
export const withTheme: Decorator = (Story, context) => {
  const parameters = context.parameters as PortalParameters;
  const fullPage = parameters.fullPage === true;
  return (
    <ThemeCustomization>
      <Box
        data-testid="story-root"
        sx={{
          bgcolor: 'background.default',
          color: 'text.primary',
          p: fullPage ? 0 : 3,
          minHeight: fullPage ? '100vh' : undefined,
        }}
      >
        <Story />
      </Box>
    </ThemeCustomization>
  );
};
