import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import CardMedia from '@mui/material/CardMedia';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import {
  IconChevronDown,
  IconDotsVertical,
  IconHeart,
  IconHeartFilled,
  IconShare,
} from '@tabler/icons-react';
import { initials, MainCard, SubCard, touchTarget } from '@pp/ui';
import { useId, useState } from 'react';

import { DemoPage, DemoSection } from '../shared/demoPage/layout';
import { useT } from '../shared/i18n/useT';
import { basicPagesNs } from './i18n';
import { people, thaiParagraph } from './samples';

/** A card's title and text. */
function CardText({ title, body }: { title: string; body: string }) {
  return (
    <CardContent>
      <Typography component="h3" variant="h5" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {body}
      </Typography>
    </CardContent>
  );
}

/** The expandable card: a favourite toggle, and the details that open under the actions. */
function ExpandableCard() {
  const { t } = useT(basicPagesNs);
  const [expanded, setExpanded] = useState(false);
  const [favourite, setFavourite] = useState(false);
  const detailsId = useId();
  const author = people[2];

  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <CardHeader
        avatar={
          <Avatar aria-hidden sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>
            {initials(author.name)}
          </Avatar>
        }
        title={
          <Typography component="h3" variant="h5">
            {t('cards.promotion')}
          </Typography>
        }
        subheader={t('cards.byline', { name: author.name })}
      />
      <CardMedia
        component="img"
        image="/images/promotions/weekend-20.svg"
        alt={t('cards.promotionImage')}
        sx={{ aspectRatio: '5 / 2' }}
      />
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {t('cards.promotionBody')}
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ gap: 1 }}>
        <IconButton
          aria-label={t('cards.favourite')}
          aria-pressed={favourite}
          color={favourite ? 'error' : 'default'}
          onClick={() => setFavourite((value) => !value)}
          sx={touchTarget}
        >
          {favourite ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
        </IconButton>
        <IconButton aria-label={t('cards.share')} sx={touchTarget}>
          <IconShare size={20} aria-hidden />
        </IconButton>
        <IconButton
          aria-label={t('cards.showMore')}
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((value) => !value)}
          sx={(theme) => ({
            ...touchTarget,
            marginInlineStart: 'auto',
            transform: expanded ? 'rotate(180deg)' : 'none',
            transition: theme.transitions.create('transform', {
              duration: theme.transitions.duration.shortest,
            }),
          })}
        >
          <IconChevronDown size={20} aria-hidden />
        </IconButton>
      </CardActions>
      <Collapse in={expanded} id={detailsId}>
        <CardContent sx={{ pt: 0 }}>
          <Typography component="h4" variant="subtitle1" sx={{ mb: 1 }}>
            {t('cards.terms')}
          </Typography>
          <Typography variant="body2" lang="th">
            {thaiParagraph}
          </Typography>
        </CardContent>
      </Collapse>
    </Card>
  );
}

/**
 * `/basic/cards`: MUI's cards (media and actions, expandable, outlined and raised) and the app's
 * own `MainCard` and `SubCard` in their variants.
 */
export function CardsScreen() {
  const { t } = useT(basicPagesNs);

  return (
    <DemoPage label={t('pages.cards')}>
      <DemoSection title={t('section.media')}>
        <Card variant="outlined" sx={{ width: '100%' }}>
          <CardMedia
            component="img"
            image="/images/products/aurora-headphones.svg"
            alt={t('cards.productImage')}
            sx={{ aspectRatio: '2 / 1', objectFit: 'contain', bgcolor: 'action.hover' }}
          />
          <CardText title={t('cards.product')} body={t('cards.productBody')} />
          <CardActions>
            <Button size="small">{t('cards.share')}</Button>
            <Button size="small" variant="contained">
              {t('cards.learnMore')}
            </Button>
          </CardActions>
        </Card>
      </DemoSection>
      <DemoSection title={t('section.expand')}>
        <ExpandableCard />
      </DemoSection>
      <DemoSection title={t('section.mainCard')} column>
        <MainCard
          title={t('cards.withAction')}
          titleComponent="h3"
          border
          secondary={
            <IconButton aria-label={t('cards.more')} sx={touchTarget}>
              <IconDotsVertical size={20} aria-hidden />
            </IconButton>
          }
        >
          <Typography variant="body2">{t('cards.mainBody')}</Typography>
        </MainCard>
        <MainCard title={t('cards.hoverShadow')} titleComponent="h3" border boxShadow divider={false}>
          <Typography variant="body2">{t('cards.hoverBody')}</Typography>
        </MainCard>
        <MainCard title={t('cards.darkTitle')} titleComponent="h3" darkTitle border>
          <Typography variant="body2" lang="th">
            {thaiParagraph}
          </Typography>
        </MainCard>
      </DemoSection>
      <DemoSection title={t('section.subCard')} column>
        <SubCard
          title={t('cards.subCard')}
          secondary={
            <Button size="small" sx={touchTarget}>
              {t('cards.edit')}
            </Button>
          }
        >
          <Box sx={{ display: 'grid', gap: 2 }}>
            <Typography variant="body2">{t('cards.subBody')}</Typography>
            <SubCard title={t('cards.nestedSubCard')} darkTitle>
              <Typography variant="body2">{t('cards.nestedBody')}</Typography>
            </SubCard>
          </Box>
        </SubCard>
      </DemoSection>
      <DemoSection title={t('section.outlined')}>
        <Card variant="outlined" sx={{ flex: '1 1 12rem' }}>
          <CardText title={t('cards.outlined')} body={t('cards.outlinedBody')} />
        </Card>
        <Card raised sx={{ flex: '1 1 12rem' }}>
          <CardText title={t('cards.raised')} body={t('cards.raisedBody')} />
        </Card>
      </DemoSection>
    </DemoPage>
  );
}
