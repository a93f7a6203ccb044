/**
 * Styles that hide content from the eye but not from screen readers: `<Box component="span"
 * sx={visuallyHidden}>sorted ascending</Box>`. MUI's own: it clips the element and makes it 1 px
 * wide and high (in `sx`, `width: 1` would mean 100%, and a hidden 100% wide element makes pages
 * scroll sideways).
 */
export { visuallyHidden } from '@mui/utils';
