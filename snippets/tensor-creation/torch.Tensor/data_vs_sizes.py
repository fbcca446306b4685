import torch

# integers are read as SIZES by torch.Tensor, as DATA by torch.tensor
print("torch.Tensor(3) shape:", torch.Tensor(3).shape)
print("torch.tensor(3):", torch.tensor(3), " shape:", torch.tensor(3).shape)

# a list or tuple is data; a torch.Size is sizes
print("torch.Tensor([2, 3]):", torch.Tensor([2, 3]))
print("torch.Tensor((2, 3)):", torch.Tensor((2, 3)))
print("torch.Tensor(torch.Size([2, 3])) shape:", torch.Tensor(torch.Size([2, 3])).shape)

# data always becomes the default float dtype
print("torch.Tensor([1, 2]).dtype:", torch.Tensor([1, 2]).dtype, " torch.tensor([1, 2]).dtype:", torch.tensor([1, 2]).dtype)
print("torch.Tensor() :", torch.Tensor(), torch.Tensor().shape)
