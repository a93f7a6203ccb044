import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { IconMessageCircle, IconThumbUp, IconThumbUpFilled } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';

import { formatDateTime, MainCard, PresenceAvatar, touchTarget, useNotify } from '@pp/ui';

import { toApiError } from '../../shared/api/errors';
import { useT } from '../../shared/i18n/useT';
import { useWrite } from '../../shared/query/write';
import type { PostsWrite } from '../api/endpoints';
import { postsWriteAtomFamily } from '../atoms';
import { countText, userNs } from '../i18n';
import type { Author, Likes, Post, PostComment, Reply } from '../types';
import { CommentForm } from './CommentForm';

/** Text a person wrote: as text, wrapping Thai between words, keeping its line breaks. */
const writtenSx = { overflowWrap: 'break-word', whiteSpace: 'pre-line', unicodeBidi: 'plaintext' } as const;

/** The posts write of one control (its own pending state). */
const usePostsWrite = (control: string) => useWrite(postsWriteAtomFamily(control));

interface LikeButtonProps {
  control: string;
  request: PostsWrite;
  likes: Likes;
  /** The button's name: "Like the post of Anong". */
  label: string;
  size?: 'small' | 'medium';
}

/** A like toggle: pressed while the demo user likes it, with the count beside it. */
function LikeButton({ control, request, likes, label, size = 'small' }: LikeButtonProps) {
  const { t, locale } = useT(userNs);
  const write = usePostsWrite(control);
  const notify = useNotify();
  const toggle = async () => {
    try {
      await write.run(request);
    } catch (error) {
      if (toApiError(error).status !== -1) notify({ message: t('posts.likeFailed'), severity: 'error' });
    }
  };
  const Icon = likes.like ? IconThumbUpFilled : IconThumbUp;
  const countId = useId();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center' }}>
      <Button
        size={size}
        color={likes.like ? 'primary' : 'inherit'}
        aria-pressed={likes.like}
        aria-label={label}
        aria-describedby={countId}
        onClick={() => void toggle()}
        startIcon={<Icon size={size === 'small' ? 16 : 20} stroke={1.5} aria-hidden />}
        sx={[touchTarget, { minWidth: 0, px: 1 }]}
      >
        {t('posts.like')}
      </Button>
      <Box
        component="span"
        id={countId}
        sx={{ color: 'text.secondary', typography: size === 'small' ? 'caption' : 'body2', pr: 1 }}
      >
        {countText(t, locale, 'posts.likes', likes.value)}
      </Box>
    </Box>
  );
}

/** A person's picture, name and when they wrote. */
function Byline({ profile, size, children }: { profile: Author; size: number; children?: ReactNode }) {
  const { locale } = useT(userNs);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <PresenceAvatar src={profile.avatar} name={profile.name} size={size} />
      <Box sx={{ minWidth: 0 }}>
        {children}
        <Typography variant="caption" component="p" color="text.secondary">
          <time dateTime={profile.time}>{formatDateTime(profile.time, { locale })}</time>
        </Typography>
      </Box>
    </Box>
  );
}

interface EntryProps {
  postId: string;
  ownerId: string;
}

/** A reply under a comment: who, when, what, and its like. */
function ReplyItem({ postId, commentId, reply }: { postId: string; commentId: string; reply: Reply }) {
  const { t } = useT(userNs);
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <PresenceAvatar src={reply.profile.avatar} name={reply.profile.name} size={4} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Bubble profile={reply.profile} text={reply.data.comment} />
        <LikeButton
          control={`like:${postId}:${commentId}:${reply.id}`}
          request={{ call: 'likeReply', input: { postId, commentId, replayId: reply.id } }}
          likes={reply.data.likes}
          label={t('posts.likeReply', { name: reply.profile.name })}
        />
      </Box>
    </Box>
  );
}

/** The grey bubble of a comment or reply: name, time, text. */
function Bubble({ profile, text }: { profile: Author; text: string }) {
  const { locale } = useT(userNs);
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1, alignItems: 'baseline' }}>
        <Typography variant="subtitle1" component="span" sx={writtenSx}>
          {profile.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={profile.time}>{formatDateTime(profile.time, { locale })}</time>
        </Typography>
      </Box>
      <Typography variant="body2" sx={writtenSx}>
        {text}
      </Typography>
    </Box>
  );
}

/** A comment: its like, reply and (the owner's own) edit, its replies and the reply form. */
function CommentItem({ postId, ownerId, comment }: EntryProps & { comment: PostComment }) {
  const { t } = useT(userNs);
  const notify = useNotify();
  const [mode, setMode] = useState<'read' | 'reply' | 'edit'>('read');
  const reply = usePostsWrite(`reply:${postId}:${comment.id}`);
  const edit = usePostsWrite(`edit:${postId}:${comment.id}`);
  const repliesId = useId();
  const name = comment.profile.name;
  const own = comment.profile.id === ownerId;
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <PresenceAvatar src={comment.profile.avatar} name={name} size={4} />
      <Box sx={{ minWidth: 0, flex: 1 }}>
        {mode === 'edit' ? (
          <CommentForm
            label={t('posts.editComment')}
            submitLabel={t('common.save')}
            initialText={comment.data.comment}
            autoFocus
            onCancel={() => setMode('read')}
            onSubmit={async (text) => {
              await edit.run({ call: 'editComment', input: { key: postId, id: comment.id, comment: text } });
              setMode('read');
              notify({ message: t('posts.edited'), severity: 'success' });
            }}
          />
        ) : (
          <Bubble profile={comment.profile} text={comment.data.comment} />
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.5 }}>
          <LikeButton
            control={`like:${postId}:${comment.id}`}
            request={{ call: 'likeComment', input: { postId, commentId: comment.id } }}
            likes={comment.data.likes}
            label={t('posts.likeComment', { name })}
          />
          <Button
            size="small"
            color="inherit"
            aria-label={t('posts.replyTo', { name })}
            aria-expanded={mode === 'reply'}
            onClick={() => setMode(mode === 'reply' ? 'read' : 'reply')}
            sx={[touchTarget, { minWidth: 0, px: 1 }]}
          >
            {t('posts.reply')}
          </Button>
          {own && mode !== 'edit' && (
            <Button
              size="small"
              color="inherit"
              aria-label={t('posts.editComment')}
              onClick={() => setMode('edit')}
              sx={[touchTarget, { minWidth: 0, px: 1 }]}
            >
              {t('common.edit')}
            </Button>
          )}
        </Box>
        {comment.data.replies.length > 0 && (
          <Box
            component="ul"
            id={repliesId}
            aria-label={t('posts.replies', { name })}
            sx={{ listStyle: 'none', m: 0, p: 0, pt: 1, display: 'grid', gap: 1 }}
          >
            {comment.data.replies.map((item) => (
              <ReplyItem key={item.id} postId={postId} commentId={comment.id} reply={item} />
            ))}
          </Box>
        )}
        {mode === 'reply' && (
          <Box sx={{ pt: 1 }}>
            <CommentForm
              label={t('posts.writeReply')}
              submitLabel={t('posts.sendReply')}
              autoFocus
              onCancel={() => setMode('read')}
              onSubmit={async (text) => {
                await reply.run({ call: 'addReply', input: { postId, commentId: comment.id, reply: text } });
                setMode('read');
              }}
            />
          </Box>
        )}
      </Box>
    </Box>
  );
}

/** The pictures or the video of a post. */
function Media({ post }: { post: Post }) {
  const { t } = useT(userNs);
  const { images, video, poster, content } = post.data;
  if (video !== '')
    return (
      <Box
        component="video"
        controls
        preload="none"
        src={video}
        poster={poster || undefined}
        aria-label={t('posts.video', { title: content })}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: '16 / 9',
          objectFit: 'cover',
          borderRadius: 2,
          bgcolor: 'grey.900',
        }}
      />
    );
  if (images.length === 0) return null;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: `repeat(${Math.min(images.length, 2)}, 1fr)`, gap: 1 }}>
      {images.map((image) => (
        <Box
          key={image.img}
          component="img"
          src={image.img}
          alt={image.title}
          sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2 }}
        />
      ))}
    </Box>
  );
}

export interface PostCardProps {
  post: Post;
  /** The profile owner's id: their own comments can be edited. */
  ownerId: string;
}

/** A post: its author, text, pictures or video, like, comments with replies, and the comment form. */
export function PostCard({ post, ownerId }: PostCardProps) {
  const { t, locale } = useT(userNs);
  const comment = usePostsWrite(`comment:${post.id}`);
  const { comments, likes, content } = post.data;
  return (
    <MainCard
      component="article"
      aria-label={`${t('posts.postBy', { name: post.profile.name })}, ${formatDateTime(post.profile.time, { locale })}`}
      contentSX={{ display: 'grid', gap: 2 }}
    >
      <Byline profile={post.profile} size={5}>
        <Typography variant="h4" component="h3" sx={writtenSx}>
          {post.profile.name}
        </Typography>
      </Byline>
      <Typography variant="body1" sx={writtenSx}>
        {content}
      </Typography>
      <Media post={post} />
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <LikeButton
          control={`like:${post.id}`}
          request={{ call: 'likePost', input: { postId: post.id } }}
          likes={likes}
          label={t('posts.likePost', { name: post.profile.name })}
          size="medium"
        />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
          <IconMessageCircle size={18} stroke={1.5} aria-hidden />
          <Typography variant="body2">{countText(t, locale, 'posts.comments', comments.length)}</Typography>
        </Box>
      </Box>
      <Divider />
      {comments.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}>
          {comments.map((item) => (
            <CommentItem key={item.id} postId={post.id} ownerId={ownerId} comment={item} />
          ))}
        </Box>
      )}
      <CommentForm
        label={t('posts.writeComment')}
        submitLabel={t('posts.send')}
        onSubmit={(text) => comment.run({ call: 'addComment', input: { postId: post.id, comment: text } })}
      />
    </MainCard>
  );
}
