import type { CaseTable } from "./registry.js";

/** What `system.ts` decides, ESLint RuleTester-style: run by test/classify/engine-families.test.ts (lease: worktree /srv/forge/wt-47). */
export const cases: CaseTable = {
  allow: [
    "apt list --installed",
    "brew list",
    "apt-cache policy git",
    "dpkg -l",
    "brew list --versions",
    "systemctl status nginx --no-pager",
    "crontab -l",
    "nvm use 18",
    "code --diff a b",
    // A filesystem made on an image file in the lease is a file write.
    "mkfs.ext4 -F disk.img",
    "mkfs.ext4 -q -L data disk.img 64M",
    "mkfs -t ext4 test.img",
    "mkswap swapfile",
    "mkfs.vfat -C fat.img 1440",
  ],
  block: [
    "crontab -r",
    "mkfs.ext4 /dev/sda1",
    "mkswap /dev/sdb2",
    "mkfs -t ntfs /dev/sda",
    "mkfs.ext4 -F /tmp/disk.img",
    "mkfs.xfs -f /dev/nvme0n1",
  ],
  grey: [
    "apt-get install -y jq",
    "brew install jq",
    "open README.md",
    "mount /dev/sdb1 /mnt",
    "systemctl disable sshd",
    "apt list --frob",
    "apt-cache --frob policy git",
    "dpkg -l --admindir=/tmp/x",
    "brew list --frob",
    "systemctl -H evil.example status nginx",
    "systemctl status nginx --frob",
    "crontab -l -u root",
    "nvm ls --frob",
    "code --frob a",
    "mkfs.ext4 --frob disk.img",
    'mkfs.ext4 -F "$DEV"',
    "mkfs -t zfs pool.img",
  ],
};
