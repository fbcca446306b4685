import torch

images = torch.randn(8, 3, 4, 4)            # a batch of 8 images
features = images.flatten(1)                # keep the batch dimension
print("features shape:", tuple(features.shape))

linear = torch.nn.Linear(3 * 4 * 4, 10)
print("logits shape:", tuple(linear(features).shape))

# A common mistake: flatten() with no arguments also merges the batch dimension.
print("images.flatten() shape:", tuple(images.flatten().shape))

# The result is an autograd view: gradients flow back to the input's shape.
x = torch.ones(2, 3, requires_grad=True)
x.flatten().sum().backward()
print("grad shape:", tuple(x.grad.shape))
