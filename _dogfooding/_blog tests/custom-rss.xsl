<?xml version="1.0" encoding="utf-8"?>
<!-- Fixture stylesheet: turns the RSS feed of the blog-tests instance into a readable page. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
  <xsl:output method="html" encoding="utf-8" indent="yes" />
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title><xsl:value-of select="rss/channel/title" /> (RSS fixture)</title>
        <link rel="stylesheet" href="custom-rss.css" />
      </head>
      <body>
        <header class="feed-fixture-header">
          <p class="feed-fixture-kind">RSS 2.0 feed, styled by a custom XSLT file</p>
          <h1><xsl:value-of select="rss/channel/title" /></h1>
          <p><xsl:value-of select="rss/channel/description" /></p>
        </header>
        <ol class="feed-fixture-items">
          <xsl:for-each select="rss/channel/item">
            <li>
              <a href="{link}"><xsl:value-of select="title" /></a>
              <span class="feed-fixture-date"><xsl:value-of select="pubDate" /></span>
            </li>
          </xsl:for-each>
        </ol>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
