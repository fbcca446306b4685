import torch

x = torch.arange(9.0)
win = torch.as_strided(x, size=(7, 3), stride=(1, 1))   # 7 overlapping windows of length 3
print(win)
print("shares memory:", win.data_ptr() == x.data_ptr(), "| same as unfold:", torch.equal(win, x.unfold(0, 3, 1)))
win[0, 1] = 100.0                                        # one memory location, seen by three windows
print("x after writing win[0, 1]:", x)
print("windows 0-2:\n", win[:3])
