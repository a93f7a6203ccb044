// Every family of the settings at once, for Storybook: a story switched to another font renders it
// at once, and the screenshot never catches a font still loading.
import './base';
import './poppins';
import './inter';
