-- browser_web: a database of the Spider benchmark's train split, converted by eval/import-spider.mjs.
-- Source, licence and what the conversion changed: eval/datasets/browser_web.LICENSE.md

CREATE TABLE "Web_client_accelerator" (
  "id" integer,
  "name" text,
  "Operating_system" text,
  "Client" text,
  "Connection" text,
  PRIMARY KEY ("id")
);
CREATE TABLE "browser" (
  "id" integer,
  "name" text,
  "market_share" double precision,
  PRIMARY KEY ("id")
);
CREATE TABLE "accelerator_compatible_browser" (
  "accelerator_id" integer,
  "browser_id" integer,
  "compatible_since_year" integer,
  PRIMARY KEY ("accelerator_id", "browser_id")
);

INSERT INTO "Web_client_accelerator" ("id", "name", "Operating_system", "Client", "Connection") VALUES
(1, 'CACHEbox', 'Appliance (Linux)', 'End user, ISP', 'Broadband, Satellite, Wireless, Fiber, DSL'),
(2, 'CProxy', 'Windows', 'user', 'up to 756kbit/s'),
(3, 'Fasterfox', 'Windows, Mac, Linux and Mobile devices', 'user', 'Dialup, Wireless, Broadband, DSL'),
(4, 'fasTun', 'Any', 'All', 'Any'),
(5, 'Freewire', 'Windows, except NT and 95', 'ISP', 'Dial-up'),
(6, 'Google Web Accelerator (discontinued)', 'Windows', 'user/Google server', 'Broadband'),
(7, 'Heigh Speed', 'Windows', 'All', 'Any'),
(8, 'Netfury', 'Windows, Mac', 'End User, ISP', 'Dial-up, Broadband, DSL, ISDN, Satellite, Wireless'),
(9, 'Nitro', 'Windows, Mac', 'End User, ISP', 'Dial-up, Broadband, DSL, ISDN, Satellite, Wireless'),
(10, 'ONSPEED', 'Windows, Mac and Mobile devices', 'user', 'Dialup, Wireless, Broadband, DSL'),
(11, 'Opera Turbo', 'Android, Linux, Mac and Windows devices', 'user/Opera server', 'Any'),
(12, 'Polipo', 'Unix (Linux, *BSD, Mac OS X, others), Windows', 'user/ISP', 'Any'),
(13, 'Propel', 'Windows, Mac', 'End User, ISP', 'Dial, DSL, ISDN, Satellite, wireless'),
(14, 'Proxyconn Web Accelerator', 'Windows, Mac, Mobile devices', 'user', 'Dialup, Wireless, Broadband, DSL'),
(15, 'RabbIT', 'Any system with Java 1.6 VM available', 'ISP', 'Any'),
(16, 'Squid', 'Unix (Linux, *BSD, Mac OS X, others), Windows', 'user/ISP', 'Any'),
(17, 'Toonel', 'Windows, Linux, Mac OS, Symbian, WindowsMobile', 'user/ISP', 'Any'),
(18, 'WinGate', 'Windows (2000 onwards)', 'All', 'Any'),
(19, 'Ziproxy', 'Unix (Linux, *BSD, Mac OS X, others)', 'ISP', 'Any');
INSERT INTO "browser" ("id", "name", "market_share") VALUES
(1, 'Internet Explorer', 28.96),
(2, 'Firefox', 18.11),
(3, 'Safari', 8.54),
(4, 'Opera', 1.2);
INSERT INTO "accelerator_compatible_browser" ("accelerator_id", "browser_id", "compatible_since_year") VALUES
(1, 1, 1995),
(1, 2, 1996),
(2, 3, 1996),
(2, 4, 2000),
(3, 1, 2005),
(3, 2, 2007),
(3, 3, 2008),
(4, 4, 2009),
(9, 1, 2010);

ALTER TABLE "accelerator_compatible_browser" ADD FOREIGN KEY ("browser_id") REFERENCES "browser" ("id");
ALTER TABLE "accelerator_compatible_browser" ADD FOREIGN KEY ("accelerator_id") REFERENCES "Web_client_accelerator" ("id");
