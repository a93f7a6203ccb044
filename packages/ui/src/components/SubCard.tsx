import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactNode } from 'react';

export interface SubCardProps extends Omit<CardProps, 'title' | 'content'> {
  title?: ReactNode;
  secondary?: ReactNode;
  darkTitle?: boolean;
  content?: boolean;
  contentSX?: SxProps<Theme>;
  children?: ReactNode;
}

/** A bordered card nested inside a MainCard: a section of a form or a detail panel. */
export const SubCard = forwardRef<HTMLDivElement, SubCardProps>(function SubCard(
  { title, secondary, darkTitle = false, content = true, contentSX, children, sx, ...rest },
  ref,
) {
  return (
    <Card
      ref={ref}
      {...rest}
      sx={[
        (theme) => ({
          border: `1px solid ${theme.palette.divider}`,
          '&:hover': { borderColor: theme.palette.primary.light },
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {title !== undefined && (
        <CardHeader
          sx={{ p: 2.5, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
          title={
            typeof title === 'string' ? (
              <Typography component="h3" variant={darkTitle ? 'h4' : 'h5'}>
                {title}
              </Typography>
            ) : (
              title
            )
          }
          action={secondary}
        />
      )}
      {title !== undefined && <Divider />}
      {content ? (
        <CardContent sx={[{ p: 2.5 }, ...(Array.isArray(contentSX) ? contentSX : [contentSX])]}>
          {children}
        </CardContent>
      ) : (
        children
      )}
    </Card>
  );
});
