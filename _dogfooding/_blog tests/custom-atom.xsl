<?xml version="1.0" encoding="utf-8"?>
<!-- Fixture stylesheet: turns the Atom feed of the blog-tests instance into a readable page. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="utf-8" indent="yes" />
  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title><xsl:value-of select="atom:feed/atom:title" /> (Atom fixture)</title>
        <link rel="stylesheet" href="custom-atom.css" />
      </head>
      <body>
        <header class="feed-fixture-header">
          <p class="feed-fixture-kind">Atom feed, styled by a custom XSLT file</p>
          <h1><xsl:value-of select="atom:feed/atom:title" /></h1>
          <p><xsl:value-of select="atom:feed/atom:subtitle" /></p>
        </header>
        <ol class="feed-fixture-items">
          <xsl:for-each select="atom:feed/atom:entry">
            <li>
              <a href="{atom:link/@href}"><xsl:value-of select="atom:title" /></a>
              <span class="feed-fixture-date"><xsl:value-of select="atom:updated" /></span>
            </li>
          </xsl:for-each>
        </ol>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
