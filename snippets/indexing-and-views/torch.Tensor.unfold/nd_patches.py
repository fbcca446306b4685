import torch

m = torch.arange(12.0).reshape(3, 4)
print("m.unfold(1, 2, 2): shape", tuple(m.unfold(1, 2, 2).shape))
print("m.unfold(0, 2, 1): shape", tuple(m.unfold(0, 2, 1).shape), "(window dim appended last)")
print("m.unfold(0, 2, 1)[0] (rows 0-1, one window per column):\n", m.unfold(0, 2, 1)[0])
img = torch.arange(16.0).reshape(4, 4)
patches = img.unfold(0, 2, 2).unfold(1, 2, 2)     # non-overlapping 2x2 patches
print("2x2 patches: shape", tuple(patches.shape))
print("patch [1, 0]:\n", patches[1, 0], "\n== img[2:4, 0:2]:", torch.equal(patches[1, 0], img[2:4, 0:2]))
cols = torch.nn.functional.unfold(img[None, None], kernel_size=2, stride=2)   # im2col, needs (N, C, H, W)
print("nn.functional.unfold: shape", tuple(cols.shape), "| shares img's memory:", cols.data_ptr() == img.data_ptr())
