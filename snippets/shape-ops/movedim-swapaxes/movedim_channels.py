# raises: RuntimeError
import torch

images = torch.zeros(8, 32, 32, 3)              # N, H, W, C (as loaded from files)
nchw = images.movedim(-1, 1)                    # N, C, H, W for conv layers
print("shape:", tuple(nchw.shape), "| contiguous:", nchw.is_contiguous())
print("reshape works:", tuple(nchw.reshape(8, -1).shape))
print("contiguous().view works:", tuple(nchw.contiguous().view(8, -1).shape))
nchw.view(8, -1)                                # view needs compatible strides
