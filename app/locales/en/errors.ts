export default {
  not_found: {
    title: "Page not found",
    message: "The page you asked for does not exist or has moved.",
  },
  server: {
    title: "Something went wrong",
    message: "Please try again in a moment. If you need help now, call the railway police helpline 1512.",
  },
  storage: {
    title: "Files cannot be saved just now",
    message:
      "The website's file storage cannot be written, so the upload was not saved and nothing was changed. Tell the website's administrator; go back to keep what you typed and try again later.",
  },
  busy: {
    title: "The website is very busy",
    message: "Please try again in a few seconds. If you need help now, call the railway police helpline 1512.",
  },
  unavailable: {
    title: "The website is not available at the moment",
    message:
      "We are bringing it back as fast as we can: please try again in a few minutes. If you need help now, call the railway police helpline {{helpline}}; in an emergency, call {{emergency}}.",
  },
  csrf: {
    title: "This page has expired",
    message: "For your security the form could not be sent. Go back, reload the page and try again. Nothing was saved.",
  },
  generic: {
    title: "Error {{status}}",
  },
  home_link: "Go to the home page",
  api: {
    not_found: "Not found.",
    bad_page: "The page number must be a whole number from 1 upwards.",
    bad_id: "The id must be a whole number from 1 upwards.",
    unavailable: "The service is briefly unavailable. Please try again in a minute.",
  },
} as const;
