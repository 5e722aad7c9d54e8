# Homebrew formula text for herald's prebuilt binary, from herald.artifactbundle.zip. Herald has
# no tap: the release workflow (.github/workflows/release.yml) fills in the @...@ fields for its
# zip and uploads the result beside it; put that file in a tap of your own (a repository named
# homebrew-<name> with it under Formula/), then `brew install <owner>/<name>/herald`.
class Herald < Formula
  desc "Compiler for the notification categories of Apple-platform apps"
  homepage "@HOMEPAGE@"
  url "@URL@"
  version "@VERSION@"
  sha256 "@SHA256@"

  def install
    # The zip holds herald.artifactbundle; Homebrew unpacks into its one top-level folder.
    variant = OS.mac? ? "macos" : "linux-x86_64"
    bin.install "herald-#{version}-#{variant}/bin/herald"
  end

  test do
    assert_match "herald #{version}", shell_output("#{bin}/herald --version")
    (testpath/"a.herald.yml").write <<~YAML
      version: 1
      categories:
        - id: order
          actions:
            - { id: track, title: Track }
    YAML
    system bin/"herald", "validate", testpath/"a.herald.yml"
  end
end
