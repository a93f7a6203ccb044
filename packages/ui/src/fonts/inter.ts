import '@fontsource-variable/inter';
