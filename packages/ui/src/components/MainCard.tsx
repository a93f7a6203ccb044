import Card, { type CardProps } from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Divider from '@mui/material/Divider';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { forwardRef, type ReactNode } from 'react';

export interface MainCardProps extends Omit<CardProps, 'title' | 'content'> {
  /** Title in the card header; omitted means no header. */
  title?: ReactNode;
  /** Heading level of a string title (for the document outline). */
  titleComponent?: 'h2' | 'h3' | 'h4' | 'div';
  /** An action at the right of the header (a link, a menu button). */
  secondary?: ReactNode;
  /** A thin border instead of a borderless card. */
  border?: boolean;
  /** A soft shadow when hovered. */
  boxShadow?: boolean;
  /** Wrap children in padded content (true) or render them edge to edge (false). */
  content?: boolean;
  /** A larger, darker title. */
  darkTitle?: boolean;
  /** A divider between header and content. */
  divider?: boolean;
  contentSX?: SxProps<Theme>;
  headerSX?: SxProps<Theme>;
  children?: ReactNode;
}

/** The card every screen is made of: white, rounded, optional header and secondary action. */
export const MainCard = forwardRef<HTMLDivElement, MainCardProps>(function MainCard(
  {
    title,
    titleComponent = 'h2',
    secondary,
    border = false,
    boxShadow = false,
    content = true,
    darkTitle = false,
    divider = true,
    contentSX,
    headerSX,
    children,
    sx,
    ...rest
  },
  ref,
) {
  return (
    <Card
      ref={ref}
      {...rest}
      sx={[
        (theme) => ({
          border: border ? `1px solid ${theme.palette.divider}` : 'none',
          transition: 'box-shadow 0.25s ease',
          ...(boxShadow && {
            '&:hover': {
              boxShadow:
                theme.palette.mode === 'light'
                  ? '0 2px 14px 0 rgb(32 40 45 / 8%)'
                  : '0 2px 14px 0 rgb(0 0 0 / 35%)',
            },
          }),
        }),
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {title !== undefined && (
        <CardHeader
          sx={[
            { '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } },
            ...(Array.isArray(headerSX) ? headerSX : [headerSX]),
          ]}
          title={
            typeof title === 'string' ? (
              <Typography component={titleComponent} variant={darkTitle ? 'h3' : 'h4'}>
                {title}
              </Typography>
            ) : (
              title
            )
          }
          action={secondary}
        />
      )}
      {title !== undefined && divider && <Divider />}
      {content ? <CardContent sx={contentSX}>{children}</CardContent> : children}
    </Card>
  );
});
