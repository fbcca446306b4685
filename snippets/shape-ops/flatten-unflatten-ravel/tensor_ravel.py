import torch

x = torch.arange(12.0).reshape(3, 4)
print("x.ravel():", x.ravel().tolist())
print("0-d: shape", tuple(torch.tensor(2.0).ravel().shape))

cl = torch.randn(1, 3, 2, 2).to(memory_format=torch.channels_last)
r = cl.ravel()
print("channels_last input: shares memory:", r.data_ptr() == cl.data_ptr())
print("order is logical (NCHW), not memory order:", torch.equal(r, cl.contiguous().view(-1)))
