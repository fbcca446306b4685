import torch

bias = torch.tensor([0.1, 0.2, 0.3])
tiled = bias.broadcast_to((4, 3))
print("tiled shape:", tuple(tiled.shape), "| contiguous:", tiled.is_contiguous())
dense = tiled.contiguous()                        # materialize: 12 stored numbers
print("contiguous() copies:", dense.data_ptr() != bias.data_ptr(), "| stride:", dense.stride())
print("reshape(-1) copies too:", tiled.reshape(-1).data_ptr() != bias.data_ptr())
print("sizes as separate arguments work too:", tuple(bias.broadcast_to(4, 3).shape))
